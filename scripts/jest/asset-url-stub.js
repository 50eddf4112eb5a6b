// `import url from 'file?url'` (Vite) in jest: the address the app would fetch.
module.exports = '/assets/asset-stub';
