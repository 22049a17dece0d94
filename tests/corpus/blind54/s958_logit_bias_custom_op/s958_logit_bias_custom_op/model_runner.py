import torch
from torch import nn

from .sampling_info import SamplingBatchInfo


class TiedLMHeadModel(nn.Module):
    def __init__(self, vocab_size: int = 100, hidden_size: int = 8, pad_to: int = 64):
        super().__init__()
        padded = (vocab_size + pad_to - 1) // pad_to * pad_to
        self.vocab_size = vocab_size
        self.embed_tokens = nn.Embedding(padded, hidden_size)
        self.lm_head = self.embed_tokens
        self.norm = nn.RMSNorm(hidden_size)

    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.norm(hidden_states) @ self.lm_head.weight.t()


class ModelRunner:
    def __init__(self):
        self.model = TiedLMHeadModel()

    def sample_logits(self, hidden_states, temperatures, bias_req_indices, bias_token_ids, bias_values):
        info = SamplingBatchInfo(
            temperatures=temperatures,
            bias_req_indices=bias_req_indices,
            bias_token_ids=bias_token_ids,
            bias_values=bias_values,
            vocab_size=self.model.vocab_size,
        )
        logits = self.model.compute_logits(hidden_states)
        logits = info.apply_logits_bias(logits)
        return torch.softmax(info.scale_by_temperature(logits), dim=-1)


runner = ModelRunner()
sample_logits = torch.compile(runner.sample_logits, fullgraph=True)
