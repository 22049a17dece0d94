import torch

from .ops import ngram_ban_mask

PROCESSORS = {}


def processor(name):
    def deco(cls):
        PROCESSORS[name] = cls
        return cls

    return deco


class LogitsProcessor:
    def __call__(self, history, logits):
        return logits


@processor("no_repeat_ngram")
class NoRepeatNGramProcessor(LogitsProcessor):
    def __init__(self, n: int):
        self.n = n

    def __call__(self, history, logits):
        banned = ngram_ban_mask(history, logits.shape[-1], self.n)
        return logits.masked_fill(banned, float("-inf"))


@processor("min_length")
class MinLengthProcessor(LogitsProcessor):
    def __init__(self, min_len: int, eos: int):
        self.min_len = min_len
        self.eos = eos

    def __call__(self, history, logits):
        if history.shape[1] < self.min_len:
            logits = logits.clone()
            logits[:, self.eos] = float("-inf")
        return logits


def build(spec):
    return [PROCESSORS[name](**kw) for name, kw in spec]
