import torch

from s904_no_repeat_ngram_bookkeeping.sampler import Sampler

ENTRY = "s904_no_repeat_ngram_bookkeeping.sampler:Sampler.sample"


def inputs():
    sampler = Sampler(repetition_penalty=1.2, no_repeat_ngram_size=3)
    logits = torch.randn(2, 1, 16)
    input_ids = torch.randint(0, 16, (2, 7))
    return (sampler, logits, input_ids)
