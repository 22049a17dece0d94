import torch
import torch.nn as nn

PAD_SLOT_ID = -1


class GraphRunnerBase(nn.Module):
    """Common bookkeeping for runners that replay graphs at padded batch sizes.

    Padded rows carry slot id ``PAD_SLOT_ID``; their KV writes must be dropped.
    """

    def __init__(self, num_slots: int, hidden: int):
        super().__init__()
        self.register_buffer("kv_slots", torch.zeros(num_slots, hidden), persistent=False)

    def sanitize_slots(self, slot_mapping: torch.Tensor) -> torch.Tensor:
        padded = slot_mapping == PAD_SLOT_ID
        if padded.any():
            # route padded rows to a scratch slot (the last one)
            slot_mapping = torch.where(padded, self.kv_slots.shape[0] - 1, slot_mapping)
        return slot_mapping

    def write_kv(self, kv: torch.Tensor, slot_mapping: torch.Tensor) -> None:
        slots = self.sanitize_slots(slot_mapping)
        self.kv_slots.index_copy_(0, slots, kv)

    def padded_batch_size(self, bs: int) -> int:
        for size in self.capture_sizes():
            if size >= bs:
                return size
        return bs

    @staticmethod
    def capture_sizes():
        return (1, 2, 4, 8, 16)

    def extra_repr(self) -> str:
        return f"num_slots={self.kv_slots.shape[0]}, capture_sizes={self.capture_sizes()}"
