"""SigLIP vision encoder layer with eager / SDPA attention implementations."""
