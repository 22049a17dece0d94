import torch
from torch import nn

from .penaltylib import (
    BatchedFrequencyPenalizer,
    BatchedMinNewTokensPenalizer,
    BatchedPenalizerOrchestrator,
    BatchedPresencePenalizer,
    ReqPenaltyParams,
)

VOCAB_SIZE = 16
HIDDEN_SIZE = 8
EOS_TOKEN_ID = 2


class PenalizedGreedySampler(nn.Module):
    def __init__(self, orchestrator: BatchedPenalizerOrchestrator):
        super().__init__()
        self.penalizer_orchestrator = orchestrator

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        if self.penalizer_orchestrator.is_required:
            self.penalizer_orchestrator.apply(logits)
        return torch.argmax(logits, dim=-1)


class DecodeHead(nn.Module):
    def __init__(self, orchestrator: BatchedPenalizerOrchestrator):
        super().__init__()
        self.norm = nn.LayerNorm(HIDDEN_SIZE)
        self.lm_head = nn.Linear(HIDDEN_SIZE, VOCAB_SIZE, bias=False)
        self.sampler = PenalizedGreedySampler(orchestrator)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(self.norm(hidden_states)).float()
        return self.sampler(logits)


def _default_orchestrator() -> BatchedPenalizerOrchestrator:
    reqs = [
        ReqPenaltyParams(frequency_penalty=0.2, stop_token_ids={EOS_TOKEN_ID}),
        ReqPenaltyParams(min_new_tokens=4, stop_token_ids={EOS_TOKEN_ID, 7}),
        ReqPenaltyParams(presence_penalty=0.5, stop_token_ids={EOS_TOKEN_ID}),
        ReqPenaltyParams(min_new_tokens=1, stop_token_ids={EOS_TOKEN_ID}),
    ]
    return BatchedPenalizerOrchestrator(
        VOCAB_SIZE,
        reqs,
        [BatchedFrequencyPenalizer, BatchedPresencePenalizer, BatchedMinNewTokensPenalizer],
    )


torch.manual_seed(0)
decode_head = torch.compile(DecodeHead(_default_orchestrator()), fullgraph=True)
