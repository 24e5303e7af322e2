console.log('fixture asset for the server tests: a hashed file served with immutable caching');
