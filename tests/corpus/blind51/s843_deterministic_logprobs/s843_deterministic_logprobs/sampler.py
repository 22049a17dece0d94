import torch

from .logits_processor import LogitsProcessor

_VOCAB_SIZE = 16
_logits_processor = LogitsProcessor(vocab_size=_VOCAB_SIZE)


@torch.compile(fullgraph=True)
def compute_decode_logprobs(hidden_states: torch.Tensor, lm_head_weight: torch.Tensor):
    out = _logits_processor(hidden_states, lm_head_weight)
    return out.next_token_logprobs, out.top_logprobs_val, out.top_logprobs_idx
