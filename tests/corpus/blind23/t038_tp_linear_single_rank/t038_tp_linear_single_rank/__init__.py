"""Megatron-style parallel linears that degrade to plain linears on one rank."""
