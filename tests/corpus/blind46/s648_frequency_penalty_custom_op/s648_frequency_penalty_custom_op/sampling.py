import torch

from .penalizer import BatchedPenalizerOrchestrator, PenaltyConfig

ORCHESTRATOR = BatchedPenalizerOrchestrator(PenaltyConfig(frequency_penalty=0.4, presence_penalty=0.2))


@torch.compile(fullgraph=True)
def sample_with_penalties(logits, output_ids, output_lens):
    logits = ORCHESTRATOR.apply(logits, output_ids, output_lens)
    next_tokens = logits.argmax(dim=-1)
    output_ids = output_ids.scatter(1, output_lens[:, None], next_tokens[:, None])
    return next_tokens, output_ids, output_lens + 1
