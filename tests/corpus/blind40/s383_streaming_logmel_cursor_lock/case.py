import torch

ENTRY = "s383_streaming_logmel_cursor_lock.engine:process_chunk"


def inputs():
    # one 10 ms-hop chunk of 16 kHz mono audio (tiny window sizes for the test)
    return (torch.randn(1, 64),)
