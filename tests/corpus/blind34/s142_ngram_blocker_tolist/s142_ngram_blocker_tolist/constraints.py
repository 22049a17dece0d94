"""Repetition constraints applied to beam logits before top-k."""
from collections import defaultdict

import torch


class RepetitionConstraint:
    def apply(self, logits: torch.Tensor, history: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class NoRepeatNGram(RepetitionConstraint):
    def __init__(self, n: int):
        self.n = n

    def _banned_tokens(self, row: list, cur_len: int) -> list:
        # classic fairseq / HF style: map every (n-1)-gram prefix to its continuations
        ngrams = defaultdict(list)
        for i in range(cur_len - self.n + 1):
            prefix = tuple(row[i : i + self.n - 1])
            ngrams[prefix].append(row[i + self.n - 1])
        key = tuple(row[cur_len - self.n + 1 : cur_len])
        return ngrams.get(key, [])

    def apply(self, logits, history):
        cur_len = history.shape[1]
        if cur_len + 1 < self.n:
            return logits
        rows = history.tolist()
        mask = torch.zeros_like(logits, dtype=torch.bool)
        for b, row in enumerate(rows):
            for tok in self._banned_tokens(row, cur_len):
                mask[b, tok] = True
        return logits.masked_fill(mask, float("-inf"))


class RepetitionPenalty(RepetitionConstraint):
    def __init__(self, penalty: float):
        self.penalty = penalty

    def apply(self, logits, history):
        picked = logits.gather(1, history)
        picked = torch.where(picked < 0, picked * self.penalty, picked / self.penalty)
        return logits.scatter(1, history, picked)


def build_constraints(spec: dict) -> list:
    out = []
    if spec.get("repetition_penalty", 1.0) != 1.0:
        out.append(RepetitionPenalty(spec["repetition_penalty"]))
    if spec.get("no_repeat_ngram_size", 0) > 0:
        out.append(NoRepeatNGram(spec["no_repeat_ngram_size"]))
    return out
