import torch

from s684_slot_manager_disabled_sync.runner import DIM, RANK, VOCAB, EmbeddingRunner

ENTRY = "s684_slot_manager_disabled_sync.runner:EmbeddingRunner.embed"


def inputs():
    runner = EmbeddingRunner()
    runner.slot_manager.add_host_adapter(7, torch.randn(VOCAB, RANK), torch.randn(RANK, DIM))
    input_ids = torch.tensor([3, 1, 4, 1])
    token_slot_indices = torch.tensor([0, 0, 1, 0])
    return (runner, input_ids, token_slot_indices)
