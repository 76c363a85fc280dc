Feature: Who may hear what is stored
  Nothing from either personal store reaches the prompt when the speaker is not the user. The
  profile and the facts are left out of the prompt itself, not merely out of reach of the tools:
  a context built for anyone but the owner carries zero bytes of either.

  Background:
    Given the store holds these facts:
      | fact                          | topic       |
      | Has a cat named Luna          | pets        |
      | Works as a security engineer  | work        |
      | Favorite color is cobalt blue | preferences |

  Rule: load_context(personal=False) gives empty strings for both stores
    > Nothing from either store reaches the prompt when the speaker is not you. load_context takes
    > a personal flag; […] when it is false both the profile and the facts are empty strings.

    @PERS-1
    Scenario: A context loaded as not personal carries no facts and no profile
      When the context is loaded with personal set to false
      Then the context's facts are an empty string
      And the context's profile is an empty string

    @PERS-1 @profile
    Scenario: A context loaded as not personal leaves out the user's name
      Given the user's name is "Alex"
      When the context is loaded with personal set to false
      Then the context's profile is an empty string
      And the context's facts are an empty string

    @PERS-1 @profile
    Scenario: A context loaded as personal carries the facts and the name
      Given the user's name is "Alex"
      When the context is loaded with personal set to true
      Then the context's facts hold every stored fact
      And the context's profile holds "- name: Alex"

    @PERS-1
    Scenario: A context loaded as personal carries the facts line for line as the prompt gets them
      When the context is loaded with personal set to true
      Then the context's facts are the lines the facts put into the prompt

  Rule: The bridge passes personal = bool(who and who.is_owner)
    > the Discord bridge passes personal=bool(who and who.is_owner), and when it is false both the
    > profile and the facts are empty strings.

    @PERS-2
    Scenario Outline: A message from <who> gets nothing from either store
      When a message reaches the bridge from <who>
      Then the context's facts are an empty string
      And the context's profile is an empty string

      Examples:
        | who                         |
        | nobody                      |
        | "Sam", who is not the owner |

    @PERS-2
    Scenario Outline: A message from <who> just after one from the owner gets nothing from either store
      Each message is judged by its own speaker: the owner's turn does not carry over.
      When a message reaches the bridge from "Alex", the owner
      And a message reaches the bridge from <who>
      Then the context's facts are an empty string
      And the context's profile is an empty string

      Examples:
        | who                         |
        | nobody                      |
        | "Sam", who is not the owner |

    @PERS-2
    Scenario: A message from the owner under an empty name gets the stored facts
      The name plays no part in the flag: only that someone spoke and that it is the owner.
      When a message reaches the bridge from the owner, under an empty name
      Then the context's facts hold every stored fact

    @PERS-2 @profile
    Scenario: A stranger who gives the owner's name gets neither the name nor the facts
      Given the user's name is "Alex"
      When a message reaches the bridge from "Alex", who is not the owner
      Then the context's profile is an empty string
      And the context's facts are an empty string

    @PERS-2 @profile
    Scenario: A message from the owner gets the name and the facts
      Given the user's name is "Alex"
      When a message reaches the bridge from "Alex", the owner
      Then the context's facts hold every stored fact
      And the context's profile holds "- name: Alex"

    @PERS-2
    Scenario: A message from the owner gets the stored facts
      When a message reaches the bridge from "Alex", the owner
      Then the context's facts hold every stored fact
