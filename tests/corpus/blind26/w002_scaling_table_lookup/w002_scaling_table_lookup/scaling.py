import torch


class ScalingResolver:
    """Resolves the LoRA scaling for the batch's active adapter."""

    def __init__(self, table: dict):
        self._table = dict(table)

    def slot_of(self, adapter_ids: torch.Tensor) -> int:
        # decode batches are grouped per adapter by the scheduler
        return int(adapter_ids[0])

    def resolve(self, adapter_ids: torch.Tensor) -> float:
        return self._table[self.slot_of(adapter_ids)]
