import { describe, expect, it } from 'vitest';
import { readPhotoHostsForm } from './photo-hosts-form';

describe('photo hosts form', () => {
  it.each([
    { name: 'nothing written: no hosts', fields: {}, value: { harbour: [] }, errors: {} },
    {
      name: 'one a line, blank lines, spaces, capitals and repeats dropped',
      fields: { 'hosts.harbour': ' CDN.Example.com \r\n\n**.dealerphotos.net\ncdn.example.com\n' },
      value: { harbour: ['cdn.example.com', '**.dealerphotos.net'] },
      errors: {},
    },
    {
      name: 'commas as well as lines, http:// kept',
      fields: { 'hosts.harbour': 'a.example.com, http://old.example.com' },
      value: { harbour: ['a.example.com', 'http://old.example.com'] },
      errors: {},
    },
    {
      name: 'a port and a non-host, each named with its fix',
      fields: { 'hosts.harbour': 'cdn.example.com:8443\nnot a host' },
      value: { harbour: ['cdn.example.com:8443', 'not a host'] },
      errors: {
        'hosts.harbour': [
          '"cdn.example.com:8443": ports are not allowed; write cdn.example.com.',
          '"not a host" is not a host name; write a name such as cdn.example.com or **.example.com.',
        ],
      },
    },
    {
      name: 'each dealership of a group on its own field',
      fields: { 'hosts.harbour': 'a.example.com', 'hosts.summit': '*.photos.example.net' },
      slugs: ['harbour', 'summit'],
      value: { harbour: ['a.example.com'], summit: ['*.photos.example.net'] },
      errors: {},
    },
    {
      name: 'a field for a dealership not on the site is not read',
      fields: { 'hosts.other': 'evil.example.com' },
      value: { harbour: [] },
      errors: {},
    },
    {
      name: 'more than 20 hosts',
      fields: { 'hosts.harbour': Array.from({ length: 21 }, (_, i) => `h${i}.example.com`).join('\n') },
      value: { harbour: Array.from({ length: 21 }, (_, i) => `h${i}.example.com`) },
      errors: { 'hosts.harbour': ['Keep the list to 20 hosts; a pattern such as **.example.com covers every name under a domain.'] },
    },
  ])('$name', ({ fields, slugs, value, errors }) => {
    const read = readPhotoHostsForm(fields, slugs ?? ['harbour']);
    expect(read.value).toEqual(value);
    expect(read.errors).toEqual(errors);
  });
});
