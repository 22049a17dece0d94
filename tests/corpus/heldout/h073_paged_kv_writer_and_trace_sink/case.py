import torch

ENTRY = "h073_paged_kv_writer_and_trace_sink.layer:layer_compiled"


def inputs():
    return (torch.randn(4, 8),)
