/**
 * The account screens: sign-in, sign-up, forgotten and reset password, e-mail verification. Their
 * validation messages are the zod schemas' in src/features/auth/auth.ts, shared with the functions
 * (sign-up's are French on purpose: docs/product.md#validation-signup).
 */
import type { Translation } from '../index.ts';
import type english from '../en/auth.ts';

export default {
  'auth.form.email': 'Correo electrónico',
  'auth.form.tryAgain': 'Inténtalo de nuevo.',
  'auth.form.signInLink': 'Inicia sesión',
  'auth.newPassword.hint': 'Al menos 8 caracteres. Lo mejor es una frase larga.',

  'auth.signInPage.title': 'Iniciar sesión',
  'auth.signInPage.description':
    'Inicia sesión en tu cuenta de Roamly para comprar eSIM de viaje, ver tus pedidos y descargar los códigos QR de tus eSIM.',
  'auth.signInPage.heading': 'Hola de nuevo',
  'auth.signInPage.lead': 'Inicia sesión para gestionar tus eSIM y tus pedidos.',
  'auth.signIn.password': 'Contraseña',
  'auth.signIn.forgotPassword': '¿Has olvidado tu contraseña?',
  'auth.signIn.submit': 'Iniciar sesión',
  'auth.signIn.submitting': 'Iniciando sesión…',
  'auth.signIn.noAccount': '¿No tienes cuenta?',
  'auth.signIn.signUpLink': 'Regístrate',
  'auth.signIn.failedTitle': 'No se ha podido iniciar sesión',
  'auth.signIn.failedFallback': 'Correo electrónico o contraseña incorrectos',
  'auth.signIn.welcomeTitle': '¡Hola de nuevo!',
  'auth.signIn.welcomeDescription': 'Has iniciado sesión correctamente.',

  'auth.signUpPage.title': 'Crea tu cuenta',
  'auth.signUpPage.description':
    'Crea tu cuenta de Roamly para comprar eSIM de viaje para más de 190 destinos, recibir tu código QR al instante y tener todos tus planes en un solo lugar.',
  'auth.signUpPage.heading': 'Crea tu cuenta',
  'auth.signUpPage.lead': 'Conéctate en minutos en más de 190 destinos.',
  'auth.signUp.firstName': 'Nombre',
  'auth.signUp.lastName': 'Apellidos',
  'auth.signUp.password': 'Contraseña',
  'auth.signUp.confirmPassword': 'Confirma la contraseña',
  'auth.signUp.submit': 'Crear cuenta',
  'auth.signUp.submitting': 'Creando la cuenta…',
  'auth.signUp.haveAccount': '¿Ya tienes cuenta?',
  'auth.signUp.failedTitle': 'No se ha podido completar el registro',
  'auth.signUp.createdTitle': '¡Cuenta creada!',
  'auth.signUp.createdDescription': 'Inicia sesión para continuar.',

  'auth.perks.whyRoamly': 'Por qué Roamly',
  'auth.perks.heading': 'Aterriza conectado, vayas donde vayas.',
  'auth.perks.lead':
    'Una sola cuenta para todos tus viajes: compra un plan en minutos e instálalo antes de volar.',
  'auth.perks.qrTitle': 'Código QR al instante',
  'auth.perks.qrText':
    'El código QR de tu eSIM te llega por correo minutos después de pagar y te espera en tu cuenta.',
  'auth.perks.destinationsTitle': 'Más de 190 destinos',
  'auth.perks.destinationsText':
    'Planes por país y paquetes regionales de 3 GB a más de 20 GB, válidos 7, 14 o 30 días.',
  'auth.perks.numberTitle': 'Conserva tu número',
  'auth.perks.numberText':
    'Dual SIM: los datos van por Roamly mientras tu SIM de siempre mantiene tu número de mensajería.',
  'auth.perks.helpTitle': 'Ayuda 24/7',
  'auth.perks.helpText':
    'Personas reales a cualquier hora, con un tiempo medio de respuesta de menos de 2 horas.',

  'auth.forgotPage.title': 'Contraseña olvidada',
  'auth.forgotPage.description':
    '¿Has olvidado tu contraseña de Roamly? Introduce tu correo electrónico y te enviaremos un enlace para elegir una nueva.',
  'auth.forgotPage.heading': '¿Has olvidado tu contraseña?',
  'auth.forgotPage.lead':
    'Introduce tu correo electrónico y te enviaremos un enlace para restablecerla.',
  'auth.forgot.submit': 'Enviar enlace',
  'auth.forgot.submitting': 'Enviando…',
  'auth.forgot.remembered': '¿Ya la recuerdas?',
  'auth.forgot.failedTitle': 'No se ha podido enviar la solicitud',
  'auth.forgot.sentFallback':
    'Si existe una cuenta con este correo electrónico, te hemos enviado un enlace para restablecer la contraseña.',
  // {link} is the button 'auth.forgot.tryAnotherAddress'.
  'auth.forgot.sentHelp':
    'El enlace es válido durante un tiempo limitado. ¿No te ha llegado nada? Revisa la carpeta de spam o {link}.',
  'auth.forgot.tryAnotherAddress': 'prueba con otra dirección',
  'auth.forgot.backToSignIn': 'Volver a iniciar sesión',

  'auth.resetPage.title': 'Restablecer la contraseña',
  'auth.resetPage.description': 'Elige una nueva contraseña para tu cuenta de Roamly.',
  'auth.resetPage.heading': 'Elige una nueva contraseña',
  'auth.resetPage.lead': 'Elige una contraseña de al menos 8 caracteres que no uses en otro sitio.',
  'auth.reset.password': 'Nueva contraseña',
  'auth.reset.confirmPassword': 'Confirma la nueva contraseña',
  'auth.reset.submit': 'Restablecer la contraseña',
  'auth.reset.submitting': 'Restableciendo…',
  'auth.reset.linkExpired': '¿Ha caducado el enlace?',
  'auth.reset.requestNewEmail': 'Pide un nuevo correo',
  'auth.reset.linkInvalid':
    'Este enlace para restablecer la contraseña no es válido o ha caducado.',
  'auth.reset.failedTitle': 'No se ha podido restablecer la contraseña',
  'auth.reset.doneTitle': 'Contraseña restablecida',
  'auth.reset.doneFallback': 'Tu contraseña se ha restablecido. Inicia sesión.',

  'auth.verifyPage.title': 'Verifica tu correo electrónico',
  'auth.verifyPage.description':
    'Confirma la dirección de correo electrónico de tu cuenta de Roamly.',
  'auth.verifyPage.heading': 'Verificación del correo',
  'auth.verify.checking': 'Verificando tu dirección de correo electrónico…',
  'auth.verify.verifiedHeading': 'Tu correo electrónico está verificado',
  'auth.verify.failedHeading': 'No se ha podido verificar',
  'auth.verify.goToSignIn': 'Ir a iniciar sesión',
  'auth.verify.goToSignUp': 'Ir al registro',
  'auth.verify.noToken': 'El enlace de verificación no es válido',
  'auth.verify.refused': 'No se ha podido verificar',
  'auth.verify.error': 'Se ha producido un error durante la verificación',
  'auth.verify.verified': '¡Correo electrónico verificado!',
} as const satisfies Translation<typeof english>;
