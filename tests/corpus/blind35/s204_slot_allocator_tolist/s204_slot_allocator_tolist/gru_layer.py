import torch

from .pool import RecurrentStatePool


class GatedRecurrentDecode(torch.nn.Module):
    def __init__(self, d_model: int = 8, capacity: int = 4):
        super().__init__()
        self.cell = torch.nn.GRUCell(d_model, d_model)
        self.pool = RecurrentStatePool(capacity, d_model)
        self.norm = torch.nn.RMSNorm(d_model)

    def forward(self, x: torch.Tensor, request_ids: torch.Tensor) -> torch.Tensor:
        slots, h = self.pool.gather(request_ids)
        h_new = self.cell(self.norm(x), h)
        self.pool.scatter(slots, h_new)
        return x + h_new


decode_layer = GatedRecurrentDecode()
decode_step = torch.compile(decode_layer.forward, fullgraph=True)
