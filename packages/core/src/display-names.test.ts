import { describe, expect, it } from 'vitest';
import { imitatedRole, stripBidiControls } from './display-names.js';

describe('stripBidiControls', () => {
  it('#9 removes overrides, embeddings, isolates and marks, and nothing else', () => {
    expect(stripBidiControls('photo\u202egnp.exe')).toBe('photognp.exe');
    expect(stripBidiControls('\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061cok')).toBe('ok');
    const plain = 'Chào bạn 👋🏽 مرحبا שלום 你好 สวัสดี\u200d';
    expect(stripBidiControls(plain)).toBe(plain);
  });
});

describe('imitatedRole', () => {
  it('#9 reads "Anchor 01" and other anchors as the anchor role', () => {
    for (const name of [
      'Anchor 01',
      'anchor01',
      'ANCHOR',
      'Anchorman',
      'Official 主播',
      'Chủ phòng',
      'BLV Minh',
      'ผู้จัดรายการ',
    ])
      expect(imitatedRole(name), name).toBe(name.startsWith('Official') ? 'staff' : 'anchor');
  });

  it('#9 reads staff names in every language, whatever the case, spacing or look-alike letters', () => {
    const names = [
      'admin',
      'Admin 01',
      'AdMiN',
      'SuperAdmin',
      'The_Administrator',
      'A d m i n',
      'a.d.m.i.n',
      '4dm1n',
      'Ａｄｍｉｎ',
      '𝐀𝐝𝐦𝐢𝐧',
      '\u0410dmin', // Cyrillic А
      'Adm\u200bin',
      'adrnin',
      'Moderator',
      'mod',
      'Customer Service',
      'Support',
      '客服',
      '官方客服小美',
      '管理员',
      'Quản trị',
      'Quản Trị Viên',
      'quan tri',
      'QuanTri',
      'Hỗ trợ 24/7',
      'แอดมิน',
      'เจ้าหน้าที่',
    ];
    for (const name of names) expect(imitatedRole(name), name).toBe('staff');
  });

  it('lets ordinary names through, words that only contain a role word included', () => {
    const names = [
      'Member 01',
      'Coach Minh',
      'Lily Esports',
      'Badminton King',
      'Modern Tim',
      'Hot Rod',
      'Nguyễn Văn A',
      'Trần Thị Bích',
      '小明',
      'สมชาย',
      'Ánh Dương',
      'Sportsman',
    ];
    for (const name of names) expect(imitatedRole(name), name).toBeUndefined();
  });
});
