"""Chain drafter: runs the EAGLE head ``speculative_num_steps`` times autoregressively."""
import torch
from torch import nn

from .profiling import StageTimer
from .server_args import SERVER_ARGS, SpeculativeArgs


class EagleHead(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.fc = nn.Linear(2 * hidden_size, hidden_size, bias=False)
        self.block = nn.Sequential(nn.Linear(hidden_size, hidden_size), nn.GELU())
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, token_ids, hidden):
        h = self.fc(torch.cat([self.embed_tokens(token_ids), hidden], dim=-1))
        h = h + self.block(h)
        return self.lm_head(h), h


class MultiStepDraftRunner(nn.Module):
    def __init__(self, args: SpeculativeArgs, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.args = args
        self.head = EagleHead(hidden_size, vocab_size)
        self.timer = StageTimer(enabled=args.enable_metrics)

    def _sample(self, logits: torch.Tensor) -> torch.Tensor:
        if self.args.draft_temperature == 0.0:
            return logits.argmax(dim=-1)
        probs = torch.softmax(logits / self.args.draft_temperature, dim=-1)
        return torch.multinomial(probs, 1).squeeze(-1)

    def forward(self, verified_ids: torch.Tensor, target_hidden: torch.Tensor):
        tokens, hidden = verified_ids, target_hidden
        draft_ids, draft_logprobs = [], []
        for _ in range(self.args.speculative_num_steps):
            with self.timer.stage("draft_forward"):
                logits, hidden = self.head(tokens, hidden)
            tokens = self._sample(logits)
            draft_ids.append(tokens)
            draft_logprobs.append(logits.log_softmax(-1).gather(-1, tokens[:, None]).squeeze(-1))
        return torch.stack(draft_ids, dim=1), torch.stack(draft_logprobs, dim=1), hidden


compiled = torch.compile(MultiStepDraftRunner(SERVER_ARGS), fullgraph=True)
