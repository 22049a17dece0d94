"""LoRA embedding layer backed by a CPU->GPU adapter weight-slot manager."""
