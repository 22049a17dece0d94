import torch

from .gptq_layer import GPTQLinear


class DecodeRunner:

    def __init__(self, hidden_size: int = 32, vocab_size: int = 48):
        self.o_proj = GPTQLinear(hidden_size, hidden_size, desc_act=True)
        self.lm_head = torch.nn.Linear(hidden_size, vocab_size, bias=False)
        self.o_proj.process_weights_after_loading()

    def forward_decode(self, attn_out: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        hidden = self.o_proj(attn_out, residual=residual)
        logits = self.lm_head(hidden)
        return torch.argmax(logits, dim=-1)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
