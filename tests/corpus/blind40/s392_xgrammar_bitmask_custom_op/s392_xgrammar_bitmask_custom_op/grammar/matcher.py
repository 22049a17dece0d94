import json
import logging
import re
from typing import Dict, List

import numpy as np
import torch

from .bitmask_ops import bitmask_words

logger = logging.getLogger(__name__)


def allocate_token_bitmask(batch_size: int, vocab_size: int) -> torch.Tensor:
    return torch.full((batch_size, bitmask_words(vocab_size)), -1, dtype=torch.int32)


class GrammarMatcher:
    """Host-side matcher that tracks a JSON-schema automaton per request.

    Filling the bitmask walks Python dicts and regexes; it runs on the scheduler
    thread between decode steps, never inside the model forward.
    """

    def __init__(self, schema: str, vocab: List[str]):
        self.schema = json.loads(schema)
        self.vocab = vocab
        self._literal_re = re.compile(r'^[\s{}\[\]:,"]|^[0-9a-zA-Z_]+$')
        self._state = 0
        self._accepted: List[int] = []
        logger.debug("compiled grammar for schema keys=%s", list(self.schema.get("properties", {})))

    def _allowed_token_ids(self) -> List[int]:
        return [i for i, tok in enumerate(self.vocab) if self._literal_re.match(tok)]

    def fill_next_token_bitmask(self, bitmask: torch.Tensor, index: int) -> None:
        allowed = np.zeros(bitmask.shape[-1] * 32, dtype=np.uint8)
        allowed[self._allowed_token_ids()] = 1
        packed = np.packbits(allowed, bitorder="little").view(np.int32)
        bitmask[index].copy_(torch.from_numpy(packed.copy()))

    def accept_token(self, token_id: int) -> bool:
        self._accepted.append(token_id)
        self._state += 1
        return True

    def debug_state(self) -> Dict[str, object]:
        return {"state": self._state, "accepted": list(self._accepted)}
