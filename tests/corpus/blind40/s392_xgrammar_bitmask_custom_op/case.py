import torch

from s392_xgrammar_bitmask_custom_op.grammar import GrammarMatcher, allocate_token_bitmask

ENTRY = "s392_xgrammar_bitmask_custom_op.sampler:compiled_sampler"

_VOCAB = ["{", "}", "[", "]", ":", ",", '"', " ", "name", "age", "true", "false", "null"] + [
    f"<tok{i}>" for i in range(19)
]
_SCHEMA = '{"type": "object", "properties": {"name": {"type": "string"}, "age": {"type": "integer"}}}'


def inputs():
    bitmask = allocate_token_bitmask(2, len(_VOCAB))
    for i in range(2):
        GrammarMatcher(_SCHEMA, _VOCAB).fill_next_token_bitmask(bitmask, i)
    return (torch.randn(2, 40), bitmask)
