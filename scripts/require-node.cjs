/**
 * Runs before `npm start`, `npm run serve`, `npm test`, `npm run bench`, dev and build: says what
 * to do when the Node npm found is too old, instead of Node's "bad option". Plain CommonJS, so any
 * Node can run it (docs/decisions/0024-local-platform.md: the project's own Node 24).
 */
var fs = require('fs');
var path = require('path');

var REQUIRED = [22, 12];
var root = path.join(__dirname, '..');
var parts = process.versions.node.split('.').map(Number);
var recentEnough = parts[0] > REQUIRED[0] || (parts[0] === REQUIRED[0] && parts[1] >= REQUIRED[1]);

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  fail([
    'The dependencies are not installed yet: run `npm install` first, then this command again.',
  ]);
} else if (!recentEnough) {
  var bundled = fs.existsSync(
    path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node'),
  );
  var needed =
    'Roamly needs Node ' +
    REQUIRED.join('.') +
    ' or later (Node 24 recommended); the `node` found here is ' +
    process.version +
    ' (' +
    process.execPath +
    ').';
  fail(
    bundled
      ? [
          needed,
          "The project's own Node 24 is in node_modules/.bin but was not used: run the project through npm (npm start, npm test), which puts it first on PATH.",
        ]
      : [
          needed,
          '`npm install` brings Node 24 into node_modules/.bin on Linux (x64, arm64), macOS and Windows x64, unless optional packages are left out; here it brought none for ' +
            process.platform +
            '-' +
            process.arch +
            '.',
          'Either run `npm install` again (without --omit=optional), or install Node 24 yourself: `nvm install` (.nvmrc names it) or https://nodejs.org/en/download',
        ],
  );
}

function fail(lines) {
  console.error('\n  ' + lines.join('\n  ') + '\n');
  process.exit(1);
}
