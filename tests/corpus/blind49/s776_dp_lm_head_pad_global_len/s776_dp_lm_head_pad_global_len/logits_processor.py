import torch

from .dp_attention import dp_pad_local_tokens, dp_scatter_logits, get_attention_dp_size
from .forward_batch_info import ForwardBatch


class LogitsProcessor:
    def __init__(self, vocab_size: int, enable_dp_lm_head: bool = True, soft_cap: float = 30.0):
        self.vocab_size = vocab_size
        self.enable_dp_lm_head = enable_dp_lm_head and get_attention_dp_size() > 1
        self.soft_cap = soft_cap

    def _get_logits(self, hidden_states: torch.Tensor, weight: torch.Tensor, forward_batch: ForwardBatch):
        if self.enable_dp_lm_head:
            hidden_states = dp_pad_local_tokens(hidden_states, forward_batch)
        logits = hidden_states @ weight.t()
        if self.soft_cap > 0:
            logits = torch.tanh(logits / self.soft_cap) * self.soft_cap
        if self.enable_dp_lm_head:
            logits = dp_scatter_logits(logits, forward_batch)
        return logits[:, : self.vocab_size]


_logits_processor = LogitsProcessor(vocab_size=32)


@torch.compile(fullgraph=True)
def compute_logits(hidden_states: torch.Tensor, lm_head_weight: torch.Tensor, global_num_tokens: torch.Tensor):
    forward_batch = ForwardBatch(
        batch_size=hidden_states.shape[0],
        global_num_tokens_gpu=global_num_tokens,
    )
    return _logits_processor._get_logits(hidden_states, lm_head_weight, forward_batch)
