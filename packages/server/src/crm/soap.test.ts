import { describe, expect, it } from 'vitest';
import { buildSoapRequest, parseSoapResponse, soapStruct } from './soap';

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns0="etapestryAPI/service"><env:Body>${body}</env:Body></env:Envelope>`;

describe('SOAP envelopes', () => {
  it('builds an RPC/encoded request with typed, escaped parameters', () => {
    const xml = buildSoapRequest('addNote', [
      [
        'Note_1',
        soapStruct('Note', {
          accountRef: '4110.0.1',
          note: 'Fish & <Game>',
          date: new Date('2024-05-01T10:00:00Z'),
          attachments: null,
        }),
      ],
      ['boolean_2', false],
    ]);
    expect(xml).toContain('<tns:addNote><Note_1 xsi:type="tns:Note">');
    expect(xml).toContain('<note xsi:type="xsd:string">Fish &amp; &lt;Game&gt;</note>');
    expect(xml).toContain('<date xsi:type="xsd:dateTime">2024-05-01T10:00:00.000Z</date>');
    expect(xml).toContain('<attachments xsi:nil="true">');
    expect(xml).toContain('<boolean_2 xsi:type="xsd:boolean">false</boolean_2>');
  });

  it('reads inline and multi-reference answers alike, keeping values as text', () => {
    const inline = envelope(
      '<ns0:getAccountResponse><result xsi:type="ns0:Account"><ref>4110.0.7</ref><postalCode>01234</postalCode><email xsi:nil="true"/><phones><item><type>Home</type><number>555</number></item></phones></result></ns0:getAccountResponse>',
    );
    const multiRef = envelope(
      '<ns0:getAccountResponse><result href="#ID1"/></ns0:getAccountResponse><ns0:Account id="ID1"><ref>4110.0.7</ref><postalCode>01234</postalCode><email xsi:nil="true"/><phones href="#ID2"/></ns0:Account><enc:Array id="ID2"><item href="#ID3"/></enc:Array><ns0:Phone id="ID3"><type>Home</type><number>555</number></ns0:Phone>',
    );
    const expected = {
      result: {
        ref: '4110.0.7',
        postalCode: '01234',
        email: null,
        phones: { item: { type: 'Home', number: '555' } },
      },
    };
    expect(parseSoapResponse(inline)).toEqual(expected);
    expect(parseSoapResponse(multiRef)).toEqual(expected);
  });

  it('reads a fault with its code, string and detail', () => {
    const answer = parseSoapResponse(
      envelope(
        '<env:Fault><faultcode>env:Server</faultcode><faultstring>Account not found</faultstring><detail><code>8</code></detail></env:Fault>',
      ),
    );
    expect(answer).toEqual({
      fault: { faultcode: 'env:Server', faultstring: 'Account not found', detail: '8' },
    });
  });

  it('refuses what is not a SOAP envelope', () => {
    expect(() => parseSoapResponse('<html><body>Down for maintenance</body></html>')).toThrow(
      'not a SOAP envelope',
    );
  });
});
