Feature: Keeping an image from a URL
  The model may keep an image from an http(s) URL, in work mode only (a fetch inside a voice turn
  stalls the call), and every fetch passes an SSRF guard: no URL, however it is spelled, and no
  redirect, on any hop, reaches a loopback, private, link-local or otherwise internal address.
  The suite stands for the web with servers of its own on 127.0.0.1 that count every connection:
  "images.example" is the one host the suite's spec allows, and in the URLs below {allowed} is
  that host with its port; the forbidden server listens on 127.0.0.1 at {port}, and nothing may
  reach it.

  Background:
    Given the suite serves the web host "images.example"
    And a forbidden server listens on 127.0.0.1
    And the user is in a turn in work mode

  Rule: A URL is fetched in work mode only
    > source resolves: "attachment" (the image you just shared — the commonest case), a filename
    > from your Files, a data: URL, or an http(s) URL. The URL form is work mode only and
    > SSRF-guarded: a fetch inside a voice turn stalls the call.
    The documents say nothing of redirects: following one is the suite's reading, optional.

    @VIS-2
    Scenario: An image URL on an allowed host is fetched and kept in work mode
      When the model keeps the image at "http://{allowed}/image/luna.png" about "Luna"
      Then the reply says the image is kept
      And recalling "Luna" attaches the image kept about "Luna"

    @VIS-2 @optional
    Scenario: A redirect from one allowed address to another is followed
      When the model keeps the image at "http://{allowed}/redirect?to=http://{allowed}/image/luna.png" about "Luna"
      Then the reply says the image is kept

    @VIS-2
    Scenario: In a voice turn an image URL is refused without a single connection
      Given the user is in a turn in voice mode
      When the model keeps the image at "http://{allowed}/image/luna.png" about "Luna"
      Then the reply says the image is not kept
      And the web host "images.example" saw no connection

    @VIS-2 @optional
    Scenario: A redirect to a relative location on the same host is followed
      When the model keeps the image at "http://{allowed}/redirect?to=/image/luna.png" about "Luna"
      Then the reply says the image is kept
      And recalling "Luna" attaches the image kept about "Luna"

    @VIS-2
    Scenario Outline: An image URL on an allowed host <shape> is fetched and kept
      When the model keeps the image at "<url>" about "Luna"
      Then the reply says the image is kept
      And recalling "Luna" attaches the image kept about "Luna"

      Examples:
        | shape                  | url                              |
        | with no path at all    | http://{allowed}                 |
        | whose path holds a "!" | http://{allowed}/image/luna!.png |

  Rule: A URL that points inside is refused and never contacted
    > The URL form is work mode only and SSRF-guarded

    @VIS-2
    Scenario Outline: A URL to <where> is refused and never contacted
      When the model keeps the image at "<url>" about "Luna"
      Then the reply says the image is not kept
      And the forbidden server saw no connection
      And the web host "images.example" saw no connection

      Examples: Schemes other than http and https
        | where                      | url                                  |
        | a local file               | file:///etc/hostname                 |
        | a local file, upper case   | FILE:///etc/hostname                 |
        | an FTP server              | ftp://127.0.0.1:{port}/luna.png      |
        | a gopher server            | gopher://127.0.0.1:{port}/_GET%20/   |

      Examples: Loopback, by address and by name
        | where                      | url                                          |
        | 127.0.0.1                  | http://127.0.0.1:{port}/image/luna.png       |
        | 127.0.0.1 over https       | https://127.0.0.1:{port}/image/luna.png      |
        | 127.0.0.2                  | http://127.0.0.2:{port}/image/luna.png       |
        | the IPv6 loopback          | http://[::1]:{port}/image/luna.png           |
        | localhost                  | http://localhost:{port}/image/luna.png       |
        | LOCALHOST with a final dot | http://LOCALHOST.:{port}/image/luna.png      |
        | the allowed server's own address | http://127.0.0.1:{allowed port}/image/luna.png |

      Examples: Loopback in decimal, octal and hex spellings
        | where                      | url                                          |
        | 2130706433                 | http://2130706433:{port}/image/luna.png      |
        | 0x7f000001                 | http://0x7f000001:{port}/image/luna.png      |
        | 0177.0.0.1                 | http://0177.0.0.1:{port}/image/luna.png      |
        | 0x7f.0x0.0x0.0x1           | http://0x7f.0x0.0x0.0x1:{port}/image/luna.png |
        | 127.1                      | http://127.1:{port}/image/luna.png           |
        | 0                          | http://0:{port}/image/luna.png               |

      Examples: Private, link-local, multicast, reserved and unspecified addresses
        | where                      | url                                     |
        | 10.0.0.1                   | http://10.0.0.1:{port}/image/luna.png    |
        | 172.16.0.1                 | http://172.16.0.1:{port}/image/luna.png  |
        | 192.168.1.1                | http://192.168.1.1:{port}/image/luna.png |
        | 100.64.0.1, shared         | http://100.64.0.1:{port}/image/luna.png  |
        | 169.254.1.1, link-local    | http://169.254.1.1:{port}/image/luna.png |
        | 224.0.0.1, multicast       | http://224.0.0.1:{port}/image/luna.png   |
        | 240.0.0.1, reserved        | http://240.0.0.1:{port}/image/luna.png   |
        | 255.255.255.255, broadcast | http://255.255.255.255:{port}/image/luna.png |
        | 0.0.0.0, unspecified       | http://0.0.0.0:{port}/image/luna.png     |
        | 0xa000001, hex private     | http://0xa000001:{port}/image/luna.png   |
        | fc00::1, unique local      | http://[fc00::1]:{port}/image/luna.png   |
        | fe80::1, link-local        | http://[fe80::1]:{port}/image/luna.png   |
        | ff02::1, multicast         | http://[ff02::1]:{port}/image/luna.png   |
        | ::, unspecified            | http://[::]:{port}/image/luna.png        |

      Examples: IPv4 addresses inside IPv6
        | where                        | url                                                  |
        | ::ffff:127.0.0.1             | http://[::ffff:127.0.0.1]:{port}/image/luna.png      |
        | ::ffff:7f00:1                | http://[::ffff:7f00:1]:{port}/image/luna.png         |
        | 0:0:0:0:0:ffff:127.0.0.1     | http://[0:0:0:0:0:ffff:127.0.0.1]:{port}/image/luna.png |
        | ::ffff:10.0.0.1              | http://[::ffff:10.0.0.1]:{port}/image/luna.png       |
        | ::ffff:169.254.169.254       | http://[::ffff:169.254.169.254]/latest/meta-data/    |

      Examples: User info that hides the real host
        | where                        | url                                                  |
        | a public name before the @   | http://images.example@127.0.0.1:{port}/image/luna.png |
        | the allowed host before the @ | http://{allowed}@127.0.0.1:{port}/image/luna.png    |
        | a user and password          | http://user:pass@127.0.0.1:{port}/image/luna.png     |
        | an @ hidden in the fragment  | http://127.0.0.1:{port}#@images.example/luna.png     |

      Examples: Cloud metadata services
        | where                        | url                                                  |
        | 169.254.169.254              | http://169.254.169.254/latest/meta-data/             |
        | 169.254.170.2                | http://169.254.170.2/v2/credentials                  |
        | metadata.google.internal     | http://metadata.google.internal/computeMetadata/v1/  |
        | 100.100.100.200              | http://100.100.100.200/latest/meta-data/             |
        | fd00:ec2::254                | http://[fd00:ec2::254]/latest/meta-data/             |

  Rule: Every redirect hop is checked like the first URL
    > The URL form is work mode only and SSRF-guarded
    A system that follows no redirect at all passes these too: nothing forbidden is contacted.

    @VIS-2
    Scenario Outline: A redirect to <where> on hop <hop> is refused and never contacted
      When the model keeps the image at "<url>" about "Luna"
      Then the reply says the image is not kept
      And the forbidden server saw no connection

      Examples:
        | where            | hop | url                                                                                          |
        | 127.0.0.1        | 1   | http://{allowed}/redirect?to=http://127.0.0.1:{port}/image/luna.png                          |
        | 127.0.0.1        | 2   | http://{allowed}/redirect?to=http://{allowed}/redirect?to=http://127.0.0.1:{port}/image/luna.png |
        | 127.0.0.1        | 3   | http://{allowed}/redirect?to=http://{allowed}/redirect?to=http://{allowed}/redirect?to=http://127.0.0.1:{port}/image/luna.png |
        | localhost        | 1   | http://{allowed}/redirect?to=http://localhost:{port}/image/luna.png                          |
        | 0x7f000001       | 2   | http://{allowed}/redirect?to=http://{allowed}/redirect?to=http://0x7f000001:{port}/image/luna.png |
        | ::ffff:127.0.0.1 | 1   | http://{allowed}/redirect?to=http://[::ffff:127.0.0.1]:{port}/image/luna.png                 |
        | user info        | 1   | http://{allowed}/redirect?to=http://images.example@127.0.0.1:{port}/image/luna.png           |
        | a local file     | 1   | http://{allowed}/redirect?to=file:///etc/hostname                                            |
        | cloud metadata   | 2   | http://{allowed}/redirect?to=http://{allowed}/redirect?to=http://169.254.169.254/latest/meta-data/ |

  Rule: A fetched body is kept only when it is an image within the limit
    > The store's add() returns None for five different reasons and only "exact duplicate" means
    > the image was kept — asking instead whether any entry existed under that name announced a
    > too-big image as saved.

    @VIS-2 @VIS-4
    Scenario: A fetched image one byte over the limit is not reported as saved
      When the model keeps the image at "http://{allowed}/sized/{one byte over the limit}.png" about "Luna"
      Then the reply says the image is not kept
      And recalling "Luna" attaches exactly 0 images

    @VIS-2 @VIS-4
    Scenario: A fetched image over the limit with no announced length is not reported as saved
      When the model keeps the image at "http://{allowed}/streamed/{one byte over the limit}.png" about "Luna"
      Then the reply says the image is not kept
      And recalling "Luna" attaches exactly 0 images

    @VIS-2 @VIS-4
    Scenario: A fetched page that is not an image is not reported as saved
      When the model keeps the image at "http://{allowed}/text" about "Luna"
      Then the reply says the image is not kept
      And recalling "Luna" attaches exactly 0 images

    @VIS-2 @VIS-4
    Scenario Outline: A fetched image exactly at the limit is kept, <announced>
      When the model keeps the image at "http://{allowed}/<path>/{the limit}.png" about "Luna"
      Then the reply says the image is kept
      And recalling "Luna" attaches the image kept about "Luna"

      Examples:
        | announced                | path     |
        | its length announced     | sized    |
        | its length not announced | streamed |

    @VIS-2 @VIS-4 @optional
    Scenario: A server that never stops sending is cut off past the limit and nothing is kept
      When the model keeps the image at "http://{allowed}/endless/{the limit}.png" about "Luna"
      Then the reply says the image is not kept
      And the web host "images.example" saw its endless answer cut off by the system
      And recalling "Luna" attaches exactly 0 images

  Rule: An https URL is fetched over TLS, never in plain text
    > a data: URL, or an http(s) URL. The URL form is work mode only and SSRF-guarded

    @VIS-2
    Scenario: An https URL whose server speaks only plain HTTP gives no image
      When the model keeps the image at "https://{allowed}/image/luna.png" about "Luna"
      Then the reply says the image is not kept
      And recalling "Luna" attaches exactly 0 images
