Feature: The settings surfaces over HTTP
  The browser reaches the memory through a small settings app: a payload listing every topic and
  the newest facts, a Memory panel with a delete button per topic, the route that deletes one
  topic, and the first-run route that sets the user's name. There is nothing more: no route clears
  the name, no other route sets it, and none deletes a single fact.

  Rule: Deleting a topic over HTTP removes its file and rebuilds the index
    > It calls DELETE /api/memory/topic/{slug}, which removes the file and rebuilds the index.

    Background:
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |

    @HTTP-1
    Scenario: A topic deleted over HTTP loses its file
      When the browser deletes the topic "pets"
      Then there is no topic file "pets"

    @HTTP-1 @R4
    Scenario: A topic deleted over HTTP leaves the index's Topics line and Recent facts
      When the browser deletes the topic "pets"
      Then the Topics section lists exactly these lines:
        | line                                            |
        | - preferences → topics/preferences.md (1 facts) |
        | - work → topics/work.md (1 facts)               |
      And the Recent section lists exactly:
        | fact                          |
        | Works as a security engineer  |
        | Favorite color is cobalt blue |

    @HTTP-1 @R4
    Scenario: A topic whose facts were all pushed out of Recent, deleted over HTTP, leaves the Topics line
      > ## Recent is capped at 25 entries (RECENT_CAP). Everything older is still in its topic file
      Given 26 unrelated facts are stored under topic "notes"
      When the browser deletes the topic "pets"
      Then the Topics section lists exactly these lines:
        | line                                            |
        | - notes → topics/notes.md (26 facts)            |
        | - preferences → topics/preferences.md (1 facts) |
        | - work → topics/work.md (1 facts)               |

    @HTTP-1 @HTTP-3
    Scenario: A topic deleted over HTTP leaves the settings payload
      When the browser deletes the topic "pets"
      Then the settings payload lists exactly these topics:
        | slug        | count |
        | preferences | 1     |
        | work        | 1     |

    @HTTP-1
    Scenario Outline: A topic whose slug holds <what> deleted over HTTP loses its file
      A slug may hold any of [a-z0-9-], so the route takes every one of them.
      Given the store holds the fact "Is writing a novel about lighthouses" under topic "<slug>"
      When the browser deletes the topic "<slug>"
      Then there is no topic file "<slug>"

      Examples:
        | what              | slug          |
        | a hyphen          | side-projects |
        | digits            | 2026          |
        | digits and hyphen | plans-2027-q1 |

    @HTTP-1
    Scenario: Deleting a topic that does not exist over HTTP changes nothing
      When the browser deletes the topic "travel"
      Then the app answered without a server error
      And no file in the memory store has changed

  Rule: No path given to the delete route reaches a file outside topics/
    > A topic slug is [a-z0-9-] only — no dots, no slashes — so a topic file can never escape
    > topics/.

    Background:
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |

    @HTTP-1 @STORE-5
    Scenario Outline: A DELETE of the crafted topic path <target> changes no file
      Given a file "outside.md" holding "Planted to prove it survives" sits in the memory folder and in every folder above it
      When a DELETE request for "/api/memory/topic/<target>" reaches the app
      Then no file in the memory store has changed
      And every planted "outside.md" is unchanged

      Examples:
        | target                             |
        | ..                                 |
        | %2e%2e                             |
        | ..%2FUSER                          |
        | %2E%2E%2FUSER                      |
        | ..%2F..%2Foutside                  |
        | %2e%2e%2f%2e%2e%2f%2e%2e%2foutside |
        | ..%252FUSER                        |
        | ..%5CUSER                          |
        | ../../USER.md                      |
        | travel%2F..%2F..%2FUSER.md         |

  Rule: The first-run route sets the name, and an empty name changes nothing
    > POST /api/settings/user-name, from the browser's first-run screen

    > "An empty value is a no-op rather than an erasure — first run offers a skip, and a skip must
    > not delete a name she already knows."
    The documents give no shape to the request: a body with no name in it changes nothing under
    any reading, while a name that is not text, or a body that is not JSON, may be refused or read
    as a name (R15); keeping the old name then is the suite's reading.

    @HTTP-2
    Scenario: A name posted on the first-run route is the name Kotoba knows
      When the user posts the name "Alex" on the first-run route
      Then the name Kotoba knows is "Alex"

    @HTTP-2
    Scenario Outline: A name in letters outside ASCII posted on the first-run route is kept whole: <name>
      Given an empty memory store
      When the user posts the name "<name>" on the first-run route
      Then the name Kotoba knows is "<name>"

      Examples:
        | name       |
        | José Ñúñez |
        | 明美       |

    @HTTP-2
    Scenario: A new name posted on the first-run route replaces the old one
      Given the user posted the name "Alex" on the first-run route
      When the user posts the name "Sam" on the first-run route
      Then the name Kotoba knows is "Sam"

    @HTTP-2
    Scenario: An empty name posted on the first-run route keeps the name Kotoba knows
      Given the user posted the name "Alex" on the first-run route
      When the user posts the name "" on the first-run route
      Then the name Kotoba knows is "Alex"

    @HTTP-2 @PROF-4
    Scenario Outline: Skipping the name on the first-run route keeps the name given before on <surface>: <known>
      The skip is the first-run screen's, so the name it must keep may have come from any
      surface; it stays in the table and in the prompt.
      Given the user gave the name "<known>" on <surface>
      When the user posts the name "" on the first-run route
      Then the name Kotoba knows is "<known>"
      And the prompt's profile block holds the bullet "- name: <known>"

      Examples:
        | surface             | known      |
        | the first-run route | Zoë Brontë |
        | the first-run route | 明美       |
        | kotoba setup        | Alex       |
        | kotoba setup        | José Ñúñez |

    @HTTP-2
    Scenario Outline: A name request with no name in it (<case>) keeps the name Kotoba knows
      Given the user posted the name "Alex" on the first-run route
      When a POST request for "/api/settings/user-name" reaches the app with the body <body>
      Then the name Kotoba knows is "Alex"

      Examples:
        | case        | body            |
        | no body     | (none)          |
        | no name key | {"nick": "Sam"} |

    @HTTP-2 @R15
    Scenario Outline: A name request whose name is not text (<case>) is answered without a server error
      Given the user posted the name "Alex" on the first-run route
      When a POST request for "/api/settings/user-name" reaches the app with the body <body>
      Then the app answered without a server error
      And the user_profile table still holds one row for the key "name"

      Examples:
        | case              | body            |
        | not JSON          | name=Sam        |
        | a JSON list       | ["Sam"]         |
        | a number for name | {"name": 42}    |
        | null for name     | {"name": null}  |

    @HTTP-2 @R15 @optional
    Scenario Outline: A name request whose name is not text (<case>) keeps the name Kotoba knows
      Given the user posted the name "Alex" on the first-run route
      When a POST request for "/api/settings/user-name" reaches the app with the body <body>
      Then the name Kotoba knows is "Alex"

      Examples:
        | case              | body            |
        | not JSON          | name=Sam        |
        | a JSON list       | ["Sam"]         |
        | a number for name | {"name": 42}    |
        | null for name     | {"name": null}  |

  Rule: The settings payload lists the topics and the eight most recent facts
    > The Settings API payload also carries the eight most recent facts (memory.recent), but the
    > panel does not currently draw them — topics and counts are all it renders.

    @HTTP-3
    Scenario: The settings payload lists every topic with its fact count
      Given the store holds these facts:
        | fact                         | topic |
        | Has a dog named Luna         | pets  |
        | Has a cat named Luna         | pets  |
        | Works as a security engineer | work  |
      Then the settings payload lists exactly these topics:
        | slug | count |
        | pets | 2     |
        | work | 1     |

    @HTTP-3
    Scenario: The settings payload lists a topic file created by hand
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user creates the topic file "garden" by hand, holding:
        """
        # garden

        - Grows tomatoes on the balcony
        - Keeps a compost bin
        """
      Then the settings payload lists exactly these topics:
        | slug   | count |
        | garden | 2     |
        | work   | 1     |

    @HTTP-3
    Scenario: The settings payload lists every one of thirty topics
      > Settings → Memory lists every topic as slug · count with a delete button.
      Given 30 topics hold one unrelated fact each
      Then the settings payload lists those 30 topics, each with a count of 1

    @HTTP-3 @R6 @R4
    Scenario: With three facts stored, memory.recent holds those three and no pointer line
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      Then memory.recent in the settings payload holds exactly:
        | fact                          |
        | Has a cat named Luna          |
        | Works as a security engineer  |
        | Favorite color is cobalt blue |

    @HTTP-3 @R6 @R4
    Scenario Outline: With <stored> facts stored, memory.recent holds the eight newest
      Given <stored> unrelated facts are stored under topic "misc"
      Then memory.recent in the settings payload holds exactly the stored facts <first> to <stored>

      Examples:
        | stored | first |
        | 10     | 3     |
        | 30     | 23    |

    @HTTP-3
    Scenario: The settings payload is still served after the app has stood idle
      Given the store holds the fact "Works as a security engineer" under topic "work"
      And the browser has loaded the settings payload
      When the settings app stands idle for 2 seconds
      Then the settings payload lists exactly these topics:
        | slug | count |
        | work | 1     |

  Rule: No route clears the name, and none deletes a single fact
    > Clearing it: there is no route and no command.

    > One fact: edit the topic file, and the bullet under ## Recent if it is there. There is no
    > route for a single fact.

    @HTTP-4
    Scenario Outline: A <method> request for <target> leaves the name Kotoba knows
      Given the user posted the name "Alex" on the first-run route
      When a <method> request for "<target>" reaches the app with the body <body>
      Then the name Kotoba knows is "Alex"

      Examples:
        | method | target                        | body           |
        | DELETE | /api/settings/user-name       | (none)         |
        | PUT    | /api/settings/user-name       | {"name": ""}   |
        | PATCH  | /api/settings/user-name       | {"name": null} |
        | DELETE | /api/settings/user-name/name  | (none)         |
        | POST   | /api/settings/user-name/clear | {}             |
        | DELETE | /api/settings/profile         | (none)         |
        | DELETE | /api/profile/name             | (none)         |
        | DELETE | /api/user_profile/name        | (none)         |

    @HTTP-4
    Scenario Outline: A <method> request for <target> deletes no fact
      Given the store holds these facts:
        | fact                         | topic |
        | Has a cat named Luna         | pets  |
        | Works as a security engineer | work  |
      When a <method> request for "<target>" reaches the app with the body <body>
      Then no file in the memory store has changed

      Examples:
        | method | target                                              | body                             |
        | DELETE | /api/memory/fact/Has%20a%20cat%20named%20Luna       | (none)                           |
        | DELETE | /api/memory/facts/Has%20a%20cat%20named%20Luna      | (none)                           |
        | DELETE | /api/memory/fact                                    | {"fact": "Has a cat named Luna"} |
        | POST   | /api/memory/fact/delete                             | {"fact": "Has a cat named Luna"} |
        | DELETE | /api/memory/topic/pets/0                            | (none)                           |
        | DELETE | /api/memory/topic/pets/fact/0                       | (none)                           |
        | DELETE | /api/memory/topic/pets/Has%20a%20cat%20named%20Luna | (none)                           |
        | PUT    | /api/memory/topic/pets                              | {"facts": []}                    |
        | DELETE | /api/memory/recent/0                                | (none)                           |

    @HTTP-4 @R15
    Scenario Outline: A name request on the first-run route with <case> never clears the name
      A name that is not text may be refused or read as a name (R15); either way a name is
      still known after it, for no route clears it.
      Given the user posted the name "Alex" on the first-run route
      When a POST request for "/api/settings/user-name" reaches the app with the body <body>
      Then Kotoba still knows a name

      Examples:
        | case             | body            |
        | null for name    | {"name": null}  |
        | false for name   | {"name": false} |
        | a list for name  | {"name": []}    |
        | an object for it | {"name": {}}    |

    @HTTP-4
    Scenario Outline: A blank name posted on the first-run route (<case>) never clears the name
      > "An empty value is a no-op rather than an erasure — first run offers a skip, and a skip must
      > not delete a name she already knows."
      The skip comes through a route too: an empty name, or one of blanks only, leaves a name
      known, whether the old one is kept or the blanks are taken as the name.
      Given the user posted the name "<known>" on the first-run route
      When a POST request for "/api/settings/user-name" reaches the app with the body <body>
      Then Kotoba still knows a name

      Examples:
        | case                   | known      | body                     |
        | the empty name         | Alex       | {"name": ""}             |
        | spaces only            | Alex       | {"name": "   "}          |
        | a tab and a line break | José Ñúñez | {"name": "\u0009\u000a"} |
        | an empty object        | 明美       | {}                       |

    @HTTP-4
    Scenario Outline: A DELETE on the topic route that names one fact (<how>) deletes no fact alone
      The topic route deletes a topic: whether it then deletes the whole topic or nothing, no
      topic may be left holding only some of its facts.
      Given the store holds these facts:
        | fact                         | topic |
        | Has a dog named Luna         | pets  |
        | Has a cat named Luna         | pets  |
        | Works as a security engineer | work  |
      When a DELETE request for "<target>" reaches the app with the body <body>
      Then every topic holds all the facts stored under it, or is gone whole

      Examples:
        | how          | target                                                   | body                             |
        | in the query | /api/memory/topic/pets?fact=Has%20a%20cat%20named%20Luna | (none)                           |
        | by its index | /api/memory/topic/pets?index=1                           | (none)                           |
        | in the body  | /api/memory/topic/pets                                   | {"fact": "Has a cat named Luna"} |

  Rule: The first-run route is the only browser route that sets the user's name
    > note that the browser's Settings panel has no field for your name. Settings → Personality
    > sets hers. The only browser route to yours is the first-run screen.
    The requests below are a sample of the shapes a settings app might take a name in; each
    names a new user, and none may change the name Kotoba knows.

    @HTTP-6
    Scenario Outline: Only the first-run route sets the name: a <method> request for <target> leaves it
      Given the user posted the name "Alex" on the first-run route
      When a <method> request for "<target>" reaches the app with the body <body>
      Then the name Kotoba knows is "Alex"

      Examples:
        | method | target                    | body                            |
        | POST   | /api/settings             | {"name": "Sam"}                 |
        | PUT    | /api/settings             | {"user_name": "Sam"}            |
        | PATCH  | /api/settings             | {"user": {"name": "Sam"}}       |
        | POST   | /api/settings/personality | {"name": "Sam"}                 |
        | POST   | /api/settings/profile     | {"name": "Sam"}                 |
        | POST   | /api/profile              | {"key": "name", "value": "Sam"} |
        | PUT    | /api/user_profile/name    | {"value": "Sam"}                |

  Rule: The Memory panel lists the topics with a delete button, and not memory.recent
    > One topic, from the browser: Settings → Memory lists every topic as slug · count with a delete
    > button. It calls DELETE /api/memory/topic/{slug}

    > the panel does not currently draw them — topics and counts are all it renders.
    The panel is read as a person sees it: rendered in a headless browser, scripts and all. Where
    no browser is available, a panel whose served page, with the scripts it names, does not
    already show it is not run: the scripts a page fetches as it runs are seen by a browser only.

    Background:
      Given the store holds these facts:
        | fact                         | topic |
        | Has a dog named Luna         | pets  |
        | Has a cat named Luna         | pets  |
        | Works as a security engineer | work  |

    @HTTP-5
    Scenario: The Memory panel shows every topic as slug · count beside its own button
      Then the Memory panel shows these topics, each with a button:
        | label    |
        | pets · 2 |
        | work · 1 |

    @HTTP-5
    Scenario: The Memory panel's page sends DELETE to the topic route
      Then the Memory panel's page sends DELETE to /api/memory/topic/

    @HTTP-5
    Scenario Outline: The delete button beside <label> deletes its own topic and no other
      When the user presses the delete button beside "<label>" in the Memory panel
      Then there is no topic file "<slug>"
      And the topic "<other>" still holds every fact stored under it

      Examples:
        | label    | slug | other |
        | pets · 2 | pets | work  |
        | work · 1 | work | pets  |

    @HTTP-5
    Scenario: The Memory panel does not draw the facts memory.recent carries
      Then the Memory panel shows none of the facts memory.recent carries

    @HTTP-5 @HTTP-1
    Scenario: A topic deleted over HTTP is gone from the Memory panel
      When the browser deletes the topic "pets"
      Then the Memory panel shows these topics, each with a button:
        | label    |
        | work · 1 |
      And the Memory panel does not show "pets · 2"
