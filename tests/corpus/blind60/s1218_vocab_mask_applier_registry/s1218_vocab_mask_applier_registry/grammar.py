import json
from typing import Dict, List

import torch


class JsonEnumGrammar:
    """Tiny grammar object: the next token must be one of the enum values in the schema."""

    def __init__(self, schema: str, token_to_id: Dict[str, int]):
        spec = json.loads(schema)
        self.allowed_token_ids: List[int] = sorted(
            token_to_id[v] for v in spec.get("enum", []) if v in token_to_id
        )
        self.finished = False

    def fill_vocab_mask(self, vocab_mask: torch.Tensor, idx: int) -> None:
        vocab_mask[idx].fill_(True)
        for token_id in self.allowed_token_ids:
            vocab_mask[idx, token_id] = False

    def accept_token(self, token_id: int) -> None:
        if token_id in self.allowed_token_ids:
            self.finished = True


def build_vocab_mask(grammars: List[JsonEnumGrammar], batch_size: int, vocab_size: int) -> torch.Tensor:
    vocab_mask = torch.zeros(batch_size, vocab_size, dtype=torch.bool)
    for idx, grammar in enumerate(grammars):
        if grammar is not None and not grammar.finished:
            grammar.fill_vocab_mask(vocab_mask, idx)
    return vocab_mask
