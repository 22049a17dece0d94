import torch
import torch.nn as nn

from .profiling import StepProfiler


class Eagle3DraftModel(nn.Module):
    """Fuses low/mid/high target hidden states, then runs one draft decoder layer."""

    def __init__(self, hidden_size: int = 8, vocab_size: int = 16, draft_vocab_size: int = 12):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.fc = nn.Linear(3 * hidden_size, hidden_size, bias=False)
        self.input_norm = nn.LayerNorm(hidden_size)
        self.hidden_norm = nn.LayerNorm(hidden_size)
        self.mlp = nn.Sequential(nn.Linear(2 * hidden_size, hidden_size), nn.SiLU())
        self.lm_head = nn.Linear(hidden_size, draft_vocab_size, bias=False)
        # draft vocab -> target vocab offsets (d2t)
        self.register_buffer("d2t", torch.zeros(draft_vocab_size, dtype=torch.long), persistent=False)
        self.profiler = StepProfiler("eagle3")

    def forward(self, input_ids: torch.Tensor, aux_hidden_states: torch.Tensor):
        self.profiler.mark("fc_begin")
        hidden = self.fc(aux_hidden_states)
        embeds = self.embed_tokens(input_ids)
        h = self.mlp(torch.cat([self.input_norm(embeds), self.hidden_norm(hidden)], dim=-1)) + hidden
        self.profiler.mark("decoder_done")
        logits = self.lm_head(h)
        draft_ids = logits.argmax(dim=-1)
        return draft_ids + self.d2t[draft_ids], h


class Eagle3Runner:
    def __init__(self):
        self.model = Eagle3DraftModel().eval()

    def forward_draft_extend(self, aux_low: torch.Tensor, aux_mid: torch.Tensor, aux_high: torch.Tensor,
                             verified_ids: torch.Tensor):
        aux = torch.cat([aux_low, aux_mid, aux_high], dim=-1)
        self.model.profiler.mark("extend")
        return self.model(verified_ids, aux)


runner = Eagle3Runner()
draft_extend = torch.compile(runner.forward_draft_extend, fullgraph=True)
