import torch

from s910_length_penalty_table_cached.beam_params import BeamSearchParams
from s910_length_penalty_table_cached.beam_step import BeamSearchSampler

ENTRY = "s910_length_penalty_table_cached.beam_step:BeamSearchSampler.step"


def inputs():
    params = BeamSearchParams(beam_width=2, max_tokens=32, length_penalty=0.6,
                              length_penalty_type="gnmt", min_tokens=3)
    sampler = BeamSearchSampler(params, vocab_size=16)
    logits = torch.randn(4, 16)
    cum_logprobs = torch.zeros(4)
    seq_lens = torch.tensor([2, 2, 5, 5])
    finished = torch.tensor([False, False, False, True])
    return (sampler, logits, cum_logprobs, seq_lens, finished)
