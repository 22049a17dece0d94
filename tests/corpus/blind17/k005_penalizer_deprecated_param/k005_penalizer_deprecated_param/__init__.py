"""Sampling params, batched penalizers and the sampler head."""
