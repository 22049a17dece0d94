import torch

from .logits_processor import LogitsProcessor

_logits_processor = LogitsProcessor(vocab_size=12, final_logit_softcapping=30.0)


@torch.compile(fullgraph=True, dynamic=False)
def sample_greedy(hidden_states: torch.Tensor, lm_head_weight: torch.Tensor):
    logits = _logits_processor(hidden_states, lm_head_weight)
    next_token_ids = torch.argmax(logits, dim=-1)
    logprobs = torch.log_softmax(logits, dim=-1)
    return next_token_ids, logprobs.gather(-1, next_token_ids.unsqueeze(-1)).squeeze(-1)
