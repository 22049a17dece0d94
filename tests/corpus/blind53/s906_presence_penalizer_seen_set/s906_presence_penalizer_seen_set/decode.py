import torch

from .orchestrator import BatchedPenalizerOrchestrator
from .penalizers import BatchedFrequencyPenalizer, BatchedPresencePenalizer

_REQ_PARAMS = [
    {"frequency_penalty": 0.1, "presence_penalty": 0.5},
    {"frequency_penalty": 0.0, "presence_penalty": 0.2},
]

penalizer_orchestrator = BatchedPenalizerOrchestrator(
    batch_size=len(_REQ_PARAMS),
    vocab_size=16,
    device="cpu",
    penalizers={BatchedFrequencyPenalizer, BatchedPresencePenalizer},
    params=_REQ_PARAMS,
)


@torch.compile(fullgraph=True, dynamic=False)
def sample_next_tokens(logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    if penalizer_orchestrator.is_required:
        logits = penalizer_orchestrator.apply(logits)
    probs = torch.softmax(logits / temperatures[:, None], dim=-1)
    next_token_ids = torch.argmax(probs, dim=-1)
    penalizer_orchestrator.cumulate_output_tokens(next_token_ids)
    return next_token_ids
