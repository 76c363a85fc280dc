Feature: What Kotoba knows about the user
  The profile is one field, the user's name, kept in the user_profile key/value table of the
  database. It reaches the prompt as a short bulleted block. A skipped name never erases one Kotoba
  already knows, and the only way to clear it is to edit the table by hand.

  Rule: The profile is a key/value table; the key in use is "name"
    > Three places call upsert_user_profile, and all three pass the key "name": • kotoba setup, when
    > it asks what to call you • POST /api/settings/user-name, from the browser's first-run screen

    > The user_profile table is a general key/value table and could hold more.

    @PROF-1
    Scenario: kotoba setup stores the name under the key "name"
      When the user tells kotoba setup their name is "Alex"
      Then the user_profile table holds the key "name" with the value "Alex"

    @PROF-1
    Scenario: The first-run screen stores the name under the key "name"
      When the user gives the name "Alex" on the first-run screen
      Then the user_profile table holds the key "name" with the value "Alex"

    @PROF-1
    Scenario: upsert_user_profile keeps other keys beside the name
      Given the user told kotoba setup their name is "Alex"
      When the profile key "timezone" is upserted with the value "Europe/Madrid"
      Then the user_profile table holds the key "timezone" with the value "Europe/Madrid"
      And the user_profile table holds the key "name" with the value "Alex"

  Rule: It reaches the prompt under "# What you know about the user"
    > It reaches the prompt as a bulleted list under # What you know about the user: # What you
    > know about the user - name: Alex

    @PROF-2
    Scenario: The name reaches the prompt as a bullet under the heading
      Given the user told kotoba setup their name is "Alex"
      Then what Kotoba knows about the user reads:
        """
        # What you know about the user
        - name: Alex
        """

    @PROF-3
    Scenario: With nothing stored, the block says nothing is known
      > With nothing stored, that block reads (nothing known about the user yet).
      Given an empty memory store
      Then what Kotoba knows about the user says:
        """
        (nothing known about the user yet)
        """
      And what Kotoba knows about the user holds no bullet

    @PROF-3
    Scenario: With the only row of user_profile deleted by hand, the block says nothing is known
      > With nothing stored, that block reads (nothing known about the user yet).
      The database and its user_profile table still exist: only the row is gone.
      Given the user told kotoba setup their name is "Alex"
      When the user deletes the "name" row from the user_profile table by hand
      And the system restarts
      Then what Kotoba knows about the user says:
        """
        (nothing known about the user yet)
        """
      And what Kotoba knows about the user holds no bullet

    @PROF-2
    Scenario: A name of two words reaches the prompt whole
      Given the user told kotoba setup their name is "Alex Morgan"
      Then what Kotoba knows about the user reads:
        """
        # What you know about the user
        - name: Alex Morgan
        """

    @PROF-2
    Scenario Outline: A name in letters outside ASCII reaches the prompt whole, from <surface>: <name>
      Given an empty memory store
      When the user gives the name "<name>" on <surface>
      Then what Kotoba knows about the user reads:
        """
        # What you know about the user
        - name: <name>
        """

      Examples:
        | surface              | name       |
        | kotoba setup         | José Ñúñez |
        | kotoba setup         | Ольга      |
        | the first-run screen | Zoë Brontë |
        | the first-run screen | 明美       |

  Rule: An empty name is a no-op, never an erasure; a new name overwrites
    > "An empty value is a no-op rather than an erasure — first run offers a skip, and a skip must
    > not delete a name she already knows."

    > Overwriting is easy: re-run kotoba setup, or just tell her

    @PROF-4
    Scenario Outline: Skipping the name on <surface> keeps the name already known
      Given the user told kotoba setup their name is "Alex"
      When the user skips the name on <surface>
      Then what Kotoba knows about the user reads:
        """
        # What you know about the user
        - name: Alex
        """

      Examples:
        | surface              |
        | kotoba setup         |
        | the first-run screen |

    @PROF-4
    Scenario: Skipping the name on the first run leaves nothing known
      When the user skips the name on the first-run screen
      Then what Kotoba knows about the user says:
        """
        (nothing known about the user yet)
        """

    @PROF-4
    Scenario Outline: A new name given on <surface> replaces the old one
      Given the user told kotoba setup their name is "Alex"
      When the user gives the name "Sam" on <surface>
      Then what Kotoba knows about the user reads:
        """
        # What you know about the user
        - name: Sam
        """

      Examples:
        | surface              |
        | kotoba setup         |
        | the first-run screen |

  Rule: Deleting the row by hand is the only way to clear the name
    > Clearing it: there is no route and no command. […] To remove it you edit the user_profile
    > table in the database directly.

    @PROF-5
    Scenario: Deleting the name row from user_profile by hand removes it from the prompt
      Given the user told kotoba setup their name is "Alex"
      When the user deletes the "name" row from the user_profile table by hand
      And the system restarts
      Then what Kotoba knows about the user says:
        """
        (nothing known about the user yet)
        """
      And what Kotoba knows about the user does not mention "Alex"

    @PROF-5
    Scenario: A restart does not clear the name
      Given the user told kotoba setup their name is "Alex"
      When the system restarts
      Then what Kotoba knows about the user reads:
        """
        # What you know about the user
        - name: Alex
        """
