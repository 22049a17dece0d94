import torch

from .profiling import KERNEL_TIMER


def _chunked_sgmv_shrink(x, lora_a, slot_ids):
    return torch.einsum("ti,tri->tr", x, lora_a[slot_ids])


def _chunked_sgmv_expand(h, lora_b, slot_ids, scalings):
    return torch.einsum("tr,tor->to", h, lora_b[slot_ids]) * scalings[slot_ids, None]


class ChunkedSgmvLoRABackend:
    name = "csgmv"

    def __init__(self, scalings):
        self.scalings = torch.tensor(scalings)

    def run_lora_a_sgemm(self, x, lora_a, slot_ids):
        return KERNEL_TIMER.run("csgmv_shrink", _chunked_sgmv_shrink, x, lora_a, slot_ids)

    def run_lora_b_sgemm(self, h, lora_b, slot_ids):
        return KERNEL_TIMER.run("csgmv_expand", _chunked_sgmv_expand, h, lora_b, slot_ids, self.scalings)
