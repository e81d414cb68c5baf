import { describe, expect, it } from 'vitest';
import { staffUser } from '../../test/fixtures';
import { recallUser, rememberSubject, rememberUser } from './remembered-user';

describe("the signed-in user's record kept on this device", () => {
  it('is kept for the subject named last and recalled', () => {
    rememberSubject('u-1');
    rememberUser(staffUser);
    expect(recallUser()).toEqual(staffUser);
    // The same subject named again (every start) keeps it.
    rememberSubject('u-1');
    expect(recallUser()).toEqual(staffUser);
  });

  it('is dropped when someone else signs in or nobody is signed in', () => {
    rememberSubject('u-1');
    rememberUser(staffUser);
    rememberSubject('u-2');
    expect(recallUser()).toBeUndefined();
    rememberUser(staffUser);
    rememberSubject(null);
    expect(recallUser()).toBeUndefined();
  });

  it('is not kept before a subject is named, and survives an unreadable entry', () => {
    rememberUser(staffUser);
    expect(recallUser()).toBeUndefined();
    localStorage.setItem('records.signed-in-user', '{not json');
    expect(recallUser()).toBeUndefined();
  });
});
