import torch

from .slots import SlotTable


class RecurrentStatePool(torch.nn.Module):
    def __init__(self, capacity: int, hidden: int):
        super().__init__()
        self.table = SlotTable(capacity)
        self.register_buffer("h", torch.zeros(capacity, hidden), persistent=False)

    def gather(self, request_ids: torch.Tensor):
        slots = self.table.lookup(request_ids)
        return slots, self.h.index_select(0, slots)

    def scatter(self, slots: torch.Tensor, new_h: torch.Tensor) -> None:
        self.h.index_copy_(0, slots, new_h)
