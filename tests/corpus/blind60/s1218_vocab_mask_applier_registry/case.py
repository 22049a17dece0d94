import torch

from s1218_vocab_mask_applier_registry.grammar import JsonEnumGrammar, build_vocab_mask

ENTRY = "s1218_vocab_mask_applier_registry.sampler:sample_with_grammar"

_TOKENS = {"yes": 1, "no": 2, "maybe": 5}


def inputs():
    grammars = [
        JsonEnumGrammar('{"enum": ["yes", "no"]}', _TOKENS),
        None,
        JsonEnumGrammar('{"enum": ["maybe"]}', _TOKENS),
        None,
    ]
    return (torch.randn(4, 8), build_vocab_mask(grammars, 4, 8))
