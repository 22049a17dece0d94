import torch

ENTRY = "c016_torch_load_lazy_lora.adapter:compiled"


def inputs():
    # the adapter the case code loads at run time (written here: the case ships no data)
    g = torch.Generator().manual_seed(5)
    torch.save({"A": torch.randn(2, 8, generator=g), "B": torch.randn(8, 2, generator=g)}, "/tmp/corpus_lora_adapter.pt")
    return (torch.randn(4, 8),)
