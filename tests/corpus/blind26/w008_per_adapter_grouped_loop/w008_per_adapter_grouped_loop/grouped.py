import torch


class GroupedLoRA:
    """Applies LoRA one adapter group at a time (masked, no gather).

    Avoids materialising per-token copies of A/B: for each adapter slot in
    use, multiply the masked tokens by that slot's weights.
    """

    def __init__(self, a: torch.Tensor, b: torch.Tensor, scalings: list):
        self.a = a
        self.b = b
        self.scalings = scalings

    def num_active_slots(self, adapter_ids: torch.Tensor) -> int:
        return int(adapter_ids.max()) + 1

    def apply(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        out = torch.zeros(x.shape[0], self.b.shape[-1], dtype=x.dtype)
        for slot in range(self.num_active_slots(adapter_ids)):
            mask = (adapter_ids == slot).to(x.dtype).unsqueeze(-1)
            out = out + mask * (x @ self.a[slot] @ self.b[slot]) * self.scalings[slot]
        return out
