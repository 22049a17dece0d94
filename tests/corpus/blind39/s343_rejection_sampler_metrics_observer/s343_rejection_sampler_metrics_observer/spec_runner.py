import torch

from .metrics import SpecDecodeMetricsCollector
from .rejection_sampler import RejectionSampler

metrics_collector = SpecDecodeMetricsCollector(window_size=64)
rejection_sampler = RejectionSampler(observers=[metrics_collector.observe])

verify_tokens = torch.compile(rejection_sampler, fullgraph=True)
