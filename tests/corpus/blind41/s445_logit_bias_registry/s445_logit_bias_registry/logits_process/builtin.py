from __future__ import annotations

from typing import Dict, List

import torch

from .registry import LogitsProcessor, register_logits_processor


@register_logits_processor("min_p")
class MinPLogitsProcessor(LogitsProcessor):
    def __init__(self, min_p: List[float]):
        self.min_p = torch.tensor(min_p, dtype=torch.float32).unsqueeze(1)

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(logits, dim=-1)
        top_probs = probs.amax(dim=-1, keepdim=True)
        invalid = probs < self.min_p * top_probs
        return logits.masked_fill(invalid, float("-inf"))


@register_logits_processor("logit_bias")
class LogitBiasLogitsProcessor(LogitsProcessor):
    """OpenAI `logit_bias`: per request {token_id: bias}, flattened to COO form."""

    def __init__(self, logit_bias: List[Dict[int, float]]):
        rows, cols, vals = [], [], []
        for req_idx, bias in enumerate(logit_bias):
            for token_id, value in (bias or {}).items():
                rows.append(req_idx)
                cols.append(int(token_id))
                vals.append(float(value))
        self.rows = torch.tensor(rows, dtype=torch.long)
        self.cols = torch.tensor(cols, dtype=torch.long)
        self.vals = torch.tensor(vals, dtype=torch.float32)

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        if self.rows.numel() == 0:
            return logits
        return _apply_sparse_bias(logits, self.rows, self.cols, self.vals)


# index_put_ with accumulate=True is nondeterministic under the compiled
# backend on duplicate (row, col) pairs; keep the bias addition eager.
@torch.compiler.disable
def _apply_sparse_bias(
    logits: torch.Tensor, rows: torch.Tensor, cols: torch.Tensor, vals: torch.Tensor
) -> torch.Tensor:
    logits = logits.clone()
    logits.index_put_((rows, cols), vals.to(logits.dtype), accumulate=True)
    return logits


@register_logits_processor("bad_words")
class NoBadWordsLogitsProcessor(LogitsProcessor):
    def __init__(self, bad_words_ids: List[int]):
        self.bad_words_ids = torch.tensor(bad_words_ids, dtype=torch.long)

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        return logits.index_fill(-1, self.bad_words_ids, float("-inf"))
