// Selects the database of the 'pglite' jest project (createTestServer reads it).
process.env.CLIPYARD_TEST_DB = 'pglite';
