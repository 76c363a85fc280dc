Feature: What reaches the prompt
  Not every fact goes into the prompt: only the facts listed under Recent, each tagged with the
  topic file it lives in, followed by one pointer line saying how many facts the list stands for.
  Everything else is saved and reachable through recall, just not inline.

  Rule: Each Recent fact reaches the prompt tagged with its topic
    > facts_for_prompt() returns the ## Recent bullets, each tagged with the topic file it lives
    > in, plus one pointer line.
    The fact lines come in the order Recent lists them, which the documents do not fix (R4).

    @PROMPT-1 @PROMPT-2 @R2 @R4
    Scenario: The documents' two Lunas reach the prompt as the documents show
      > Measured, on a store with two facts: Has a dog named Luna [pets] Has a cat named Luna [pets]
      Given the store holds these facts:
        | fact                 | topic |
        | Has a dog named Luna | pets  |
        | Has a cat named Luna | pets  |
      Then the prompt is:
        """
        Has a dog named Luna [pets]
        Has a cat named Luna [pets]
        (This list is the 2 most recent of 2 facts, across 1 topics: pets (2).
         Use memory_recall for anything not shown — it is saved, just not inline.)
        """

    @PROMPT-1 @PROMPT-2 @R2 @R4
    Scenario: The documents' three facts in three topics reach the prompt as the documents show
      > Has a cat named Luna [pets] Works as a security engineer [work] Favorite color is cobalt
      > blue [preferences]
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      Then the prompt is:
        """
        Has a cat named Luna [pets]
        Works as a security engineer [work]
        Favorite color is cobalt blue [preferences]
        (This list is the 3 most recent of 3 facts, across 3 topics: pets (1), preferences (1), work (1).
         Use memory_recall for anything not shown — it is saved, just not inline.)
        """

    @PROMPT-1 @R4
    Scenario: With thirty facts the prompt shows the 25 newest, each tagged with its own topic
      Given unrelated facts are stored in these topics:
        | topic | facts |
        | alpha | 20    |
        | beta  | 10    |
      Then the prompt shows unrelated facts 6 to 30 in the order Recent lists them, each tagged with its topic

    @PROMPT-1 @R4 @optional
    Scenario: With thirty facts the prompt shows the 25 newest, oldest first
      Given unrelated facts are stored in these topics:
        | topic | facts |
        | alpha | 20    |
        | beta  | 10    |
      Then the prompt shows unrelated facts 6 to 30, in the order written, each tagged with its topic


    @PROMPT-1 @R4
    Scenario Outline: With <count> topics of one fact each, every fact in the prompt is tagged with its own topic
      > Each recent fact is tagged with the topic file it lives in
      However many topics there are: the pointer line may name only some of them (R11), the tags
      name every one.
      Given <count> topics with names of 10 characters each hold one unrelated fact
      Then the prompt shows unrelated facts 1 to <count> in the order Recent lists them, each tagged with its topic

      Examples:
        | count |
        | 12    |
        | 13    |
        | 25    |

    @PROMPT-1
    Scenario: An empty store puts no fact into the prompt
      Given an empty memory store
      Then the prompt lists no fact

    @PROMPT-1 @R4
    Scenario: A fact in a topic whose name holds a hyphen is tagged with that name unchanged
      > A topic slug is [a-z0-9-] only
      Given the store holds these facts:
        | fact                               | topic   |
        | Works night shifts at the hospital | day-job |
        | Has a cat named Luna               | pets    |
      Then the prompt's lines above the pointer line are:
        | line                                         |
        | Works night shifts at the hospital [day-job] |
        | Has a cat named Luna [pets]                  |

    @PROMPT-1 @R4
    Scenario: A topic file whose heading was edited by hand still tags its facts with its own name
      > A topic file is a heading and a list of - bullets.
      Given the store holds these facts:
        | fact                         | topic |
        | Has a cat named Luna         | pets  |
        | Works as a security engineer | work  |
      When the user changes the heading of the topic file "pets" to "# My pets" by hand
      Then the prompt's lines above the pointer line are:
        | line                                |
        | Has a cat named Luna [pets]         |
        | Works as a security engineer [work] |

    @PROMPT-1 @R4
    Scenario: A Recent fact moved by hand into a topic file of its own is tagged with that file
      > Each recent fact is tagged with the topic file it lives in
      Given the store holds these facts:
        | fact                        | topic |
        | Has a cat named Luna        | pets  |
        | Walks the dog every morning | pets  |
      When the user deletes the bullet "Has a cat named Luna" from the topic file "pets" by hand
      And the user creates the topic file "cats" by hand, holding:
        """
        # cats

        - Has a cat named Luna
        """
      Then the prompt's lines above the pointer line are:
        | line                               |
        | Has a cat named Luna [cats]        |
        | Walks the dog every morning [pets] |

  Rule: One pointer line follows, stating how many facts the list stands for
    > Each recent fact is tagged with the topic file it lives in, and the pointer line says how
    > many facts it stands for.
    The documents wrap the pointer line for display; it is one line, and the order of the topics
    it names is not specified (R2, R4).

    @PROMPT-2
    Scenario: The pointer line counts the inline facts, every fact and the topic files
      Given unrelated facts are stored in these topics:
        | topic | facts |
        | alpha | 20    |
        | beta  | 10    |
      Then the pointer line reads:
        """
        (This list is the 25 most recent of 30 facts, across 2 topics: alpha (20), beta (10).
         Use memory_recall for anything not shown — it is saved, just not inline.)
        """

    @PROMPT-2
    Scenario: A bullet added by hand counts toward the totals once the index is rebuilt
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      When the user adds the bullet "Plays bass in a band" to the topic file "work" by hand
      And the store writes the fact "Lives in Madrid" under topic "location"
      Then the pointer line counts 5 facts across 4 topics: "location (1), pets (1), preferences (1), work (2)"

    @PROMPT-2 @EDIT-2
    Scenario: A bullet deleted by hand leaves the totals once the index is rebuilt
      > The index is rebuilt on the next write
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Walks the dog every morning   | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      When the user deletes the bullet "Has a cat named Luna" from the topic file "pets" by hand
      And the store writes the fact "Lives in Madrid" under topic "location"
      Then the pointer line counts 4 facts across 4 topics: "location (1), pets (1), preferences (1), work (1)"

    @PROMPT-2
    Scenario: A line added under Recent by hand is counted among the most recent the list shows
      > This list is the 3 most recent of 3 facts

      > Adding a line under ## Recent in USER.md puts it inline immediately.
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      When the user adds "Enjoys hiking at dawn" under Recent by hand
      Then the pointer line's count of the most recent is the number of lines above it

    @PROMPT-2
    Scenario: A bullet added to a topic file by hand is not counted among the most recent
      > This list is the 3 most recent of 3 facts

      > It is just not inline in the prompt until it appears in ## Recent.
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      When the user adds the bullet "Plays bass in a band" to the topic file "work" by hand
      Then the pointer line's count of the most recent is the number of lines above it

  Rule: The pointer line is bounded, and always states the totals
    > The pointer line is bounded on purpose.

    @PROMPT-2 @PROMPT-3 @R11
    Scenario: Fifty-four topics with long names give a whole pointer line under 1,000 characters
      Given 54 topics with names of 25 characters each hold one unrelated fact
      Then the pointer line is shorter than 1000 characters
      And the pointer line states the 25 most recent of 54 facts, across 54 topics
      And the pointer line starts with "(This list is the 25 most recent of 54 facts, across 54 topics: "
      And the pointer line ends with ". Use memory_recall for anything not shown — it is saved, just not inline.)"

    @PROMPT-3
    Scenario: With Recent emptied by hand the prompt still carries a pointer line stating the totals
      > Without the total it read as "this is everything", which is the opposite of true.

      > facts_for_prompt() returns the ## Recent bullets, […] plus one pointer line.
      Given the store holds the fact "Has a cat named Luna" under topic "pets"
      When the user deletes the bullet "Has a cat named Luna" from Recent by hand
      Then the pointer line states the 0 most recent of 1 facts, across 1 topics

    @PROMPT-2
    Scenario: With the last topic file deleted by hand, the facts the prompt still shows come with a pointer line
      > facts_for_prompt() returns the ## Recent bullets, […] plus one pointer line.
      A Recent entry may linger until the next write, or be left out at once: either way, what is
      shown is followed by the pointer line. Its totals may wait for the next write, as the index
      does (the documents do not say which the line counts from), so only N is checked here.
      Given the store holds the fact "Has a cat named Luna" under topic "pets"
      When the user deletes the topic file "pets" by hand
      Then whatever facts the prompt still shows, a pointer line follows, counting them

  Rule: A Recent entry with no topic file behind it is shown bare
    > Adding a line under ## Recent in USER.md puts it inline immediately. It shows untagged,
    > because it has no topic file to name

    > A Recent entry retired since the last index rebuild has no topic and is left bare rather
    > than mislabelled.

    @PROMPT-4 @R4
    Scenario: A hand-added Recent entry is bare while the written facts keep their tags
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      When the user adds "Enjoys hiking at dawn" under Recent by hand
      Then the prompt's lines above the pointer line are:
        | line                                        |
        | Has a cat named Luna [pets]                 |
        | Works as a security engineer [work]         |
        | Favorite color is cobalt blue [preferences] |
        | Enjoys hiking at dawn                       |

    @PROMPT-4
    Scenario: A Recent entry whose bullet was deleted by hand is never shown with a tag
      Given the store holds these facts:
        | fact                          | topic       |
        | Has a cat named Luna          | pets        |
        | Works as a security engineer  | work        |
        | Favorite color is cobalt blue | preferences |
      When the user deletes the bullet "Has a cat named Luna" from the topic file "pets" by hand
      Then the prompt shows "Has a cat named Luna" bare or not at all

    @PROMPT-4
    Scenario: A Recent entry whose bullet was edited by hand into a longer fact is never shown with a tag
      Given the store holds these facts:
        | fact                         | topic |
        | Has a cat named Luna         | pets  |
        | Works as a security engineer | work  |
      When the user deletes the bullet "Works as a security engineer" from the topic file "work" by hand
      And the user adds the bullet "Works as a security engineering manager" to the topic file "work" by hand
      Then the prompt shows "Works as a security engineer" bare or not at all


    @PROMPT-4 @EDIT-1
    Scenario: A line added under Recent by hand is inline even when no topic file holds a fact
      Given the store holds the fact "Has a cat named Luna" under topic "pets"
      When the user deletes the bullet "Has a cat named Luna" from the topic file "pets" by hand
      And the user adds "Enjoys hiking at dawn" under Recent by hand
      Then the prompt shows "Enjoys hiking at dawn" bare

  Rule: A fact only in a topic file is not inline, but recall finds it
    > So a hand-added fact is real memory. It is just not inline in the prompt until it appears in
    > ## Recent.

    > Everything older is still in its topic file and still reachable through memory_recall, it
    > is just not in front of her by default.

    @PROMPT-5
    Scenario: A bullet added to a topic file by hand is not in the prompt but is found by a search
      Given the store holds the fact "Works as a security engineer" under topic "work"
      When the user adds the bullet "Plays bass in a band" to the topic file "work" by hand
      Then no prompt line mentions "Plays bass in a band"
      And a search for "bass" finds "Plays bass in a band"

    @PROMPT-5
    Scenario: Facts pushed out of Recent are not in the prompt but are found by a search
      Given 30 unrelated facts are stored under topic "notes"
      Then no prompt line mentions any of unrelated facts 1 to 5
      And a search for the second word of each of unrelated facts 1 to 5 finds that whole fact
