import torch

from g002_graph_runner_pad_batch_bisect.cuda_graph_runner import CudaGraphRunner, TinyDecoder

ENTRY = "g002_graph_runner_pad_batch_bisect.cuda_graph_runner:CudaGraphRunner.replay"


def inputs():
    return (CudaGraphRunner(TinyDecoder()), torch.randn(3, 8))
