import logging
from dataclasses import dataclass
from typing import List

import torch

logger = logging.getLogger(__name__)


@dataclass
class BatchTokenIDOut:
    rids: List[str]
    next_token_ids: torch.Tensor


class DetokenizerManager:
    def __init__(self, vocab_size: int):
        self.vocab_size = vocab_size
        self.decoded = {}

    def convert_output(self, output: BatchTokenIDOut) -> List[str]:
        texts = []
        for rid, token_id in zip(output.rids, output.next_token_ids.tolist()):
            text = self.decoded.get(rid, "") + f"<{token_id}>"
            self.decoded[rid] = text
            texts.append(text)
        logger.debug("detokenized %d requests", len(texts))
        return texts
