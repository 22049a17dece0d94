import torch
from torch import nn

from .base_runner import BaseModelRunner


class TinyCausalLM(nn.Module):
    def __init__(self, vocab: int, hidden: int):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.mix = nn.Linear(hidden, hidden)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return self.lm_head(torch.tanh(self.mix(self.embed(input_ids))))


class ExtendModelRunner(BaseModelRunner):
    def __init__(self, vocab_size: int = 16, hidden: int = 8):
        super().__init__(vocab_size, max_tokens_per_batch=256)
        self.model = TinyCausalLM(vocab_size, hidden).eval()

    def _last_token_index(self, extend_seq_lens: torch.Tensor) -> torch.Tensor:
        return torch.cumsum(extend_seq_lens, dim=0) - 1

    def forward_extend(self, input_ids, extend_seq_lens, temperatures):
        self.pre_forward(input_ids, extend_seq_lens)
        hidden_logits = self.model(input_ids)
        last = hidden_logits.index_select(0, self._last_token_index(extend_seq_lens))
        probs = torch.softmax(last / temperatures.unsqueeze(1), dim=-1)
        return probs.argmax(dim=-1)


torch.manual_seed(0)
runner = ExtendModelRunner()
forward_extend = torch.compile(runner.forward_extend, fullgraph=True)
